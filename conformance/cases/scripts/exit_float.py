# a float is printed, exit 1
raise SystemExit(3.5)
