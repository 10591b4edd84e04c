#!/bin/sh
# /usr/bin/sixtysix: start the bundled game installed under /opt/sixtysix.
exec /opt/sixtysix/sixtysix "$@"
