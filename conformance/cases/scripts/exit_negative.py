# -1 exits 255
raise SystemExit(-1)
