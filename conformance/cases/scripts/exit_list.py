# a list is printed, exit 1
raise SystemExit([1, 2])
