# a huge int exits 255
raise SystemExit(2 ** 70)
