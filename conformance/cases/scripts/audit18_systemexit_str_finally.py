# audit: SystemExit with a str prints it on stderr and exits 1; finally blocks run first
try:
    raise SystemExit("fatal: config missing")
finally:
    print("cleanup")
