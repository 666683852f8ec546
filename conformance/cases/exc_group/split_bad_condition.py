# split/subgroup with a condition that is neither a type nor a callable
eg = ExceptionGroup("g", [ValueError()])
for cond in (5, "x", (ValueError, 3)):
    try:
        eg.split(cond)
    except TypeError as e:
        print(e)
