# several arguments: their tuple is printed
raise SystemExit(1, 2)
