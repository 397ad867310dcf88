# One image for the API, the worker, the migrations and the sandbox; the command picks the role.
FROM node:20-bookworm-slim AS web
WORKDIR /src
COPY package.json package-lock.json ./
COPY web/package.json web/
RUN npm ci --no-audit --no-fund
COPY web web
RUN npm run build

FROM python:3.11-slim-bookworm
ENV PYTHONDONTWRITEBYTECODE=1 PYTHONUNBUFFERED=1 OMP_THREAD_LIMIT=1
# Text recognition reads with Debian's tesseract data (tesserocr's wheel carries the library).
RUN apt-get update && apt-get install -y --no-install-recommends fonts-dejavu-core \
    tesseract-ocr-ita tesseract-ocr-eng \
    && rm -rf /var/lib/apt/lists/*
WORKDIR /app
COPY requirements.lock ./
RUN pip install --no-cache-dir -r requirements.lock
COPY . .
RUN pip install --no-cache-dir --no-deps .
COPY --from=web /src/web/dist web/dist
RUN useradd --system --home /app prestito && mkdir -p /app/var && chown prestito /app/var
USER prestito
EXPOSE 8000
# No proxy header is believed unless the proxy is named (docker-compose.yml, README "Security").
CMD ["uvicorn", "api.main:app", "--host", "0.0.0.0", "--port", "8000", "--no-server-header", "--no-proxy-headers"]
