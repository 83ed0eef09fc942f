# fanbot in a container: every bot that has a token (docs/setup.md).
#   docker build -t fanbot . && docker run -d --env-file .env -v fanbot-data:/data fanbot
FROM python:3.11-slim

# a C compiler for the compiled scoring core (built once, here); the Python sources give the same answers without it
RUN apt-get update \
    && apt-get install -y --no-install-recommends gcc libc6-dev \
    && rm -rf /var/lib/apt/lists/*

WORKDIR /opt/fanbot
COPY . .
RUN python -m pip install --no-cache-dir -e . \
    && useradd --system --home-dir /data --shell /usr/sbin/nologin fanbot \
    && mkdir -p /data && chown fanbot:fanbot /data

# the database lives in the volume; tokens come from the environment (docker run --env-file .env)
ENV DATABASE_URL=sqlite:////data/fanbot.sqlite3 \
    PYTHONUNBUFFERED=1
VOLUME /data
USER fanbot
WORKDIR /data
# fanbot stops cleanly on SIGTERM, which docker stop sends
STOPSIGNAL SIGTERM
CMD ["fanbot", "all"]
