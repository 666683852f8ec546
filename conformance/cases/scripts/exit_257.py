# 257 exits 1
raise SystemExit(257)
