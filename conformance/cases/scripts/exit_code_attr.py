# SystemExit.code for each form
for args in [(), (None,), (3,), ("s",), (1, 2)]:
    print(args, repr(SystemExit(*args).code))
