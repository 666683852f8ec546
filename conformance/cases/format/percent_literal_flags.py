# a literal % written with flags or a width is a conversion
for fmt, args in [('%05%', (1,)), ('%5%', ()), ('%5%', (1,)), ('%-%', ()), ('%.2%', (1,)),
                  ('%(a)%', {'a': 1}), ('%%', ()), ('%0%', (1,)), ('%#%', (1,)), ('%*%', (1, 2)),
                  ('%d%%', 5), ('%s %%%s', (1, 2)), ('100%%', ()), ('%%%d', 3)]:
    try:
        print(repr(fmt), repr(fmt % args))
    except (TypeError, ValueError) as e:
        print(repr(fmt), type(e).__name__, e)
