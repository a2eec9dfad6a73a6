#!/usr/bin/env bash
# No-JavaScript parity of the built site: on /download, /download/current and every archive page,
# a visitor without JavaScript sees a link to each OS's main file of the release (expected files
# from release-core, not from the pages). Fails naming the page, the OS and the file.
set -euo pipefail
pnpm --filter @node-downloads/site run check:nojs
