# printf-style error messages
for fmt, args in (("%d", "x"), ("%d %d", (1,)), ("%d", (1, 2)), ("%z", 1), ("%(a)s", 1),
                  ("%c", 1114112), ("%c", "ab"), ("%x", 1.5), ("%", 1), ("%(a", {"a": 1})):
    try:
        print(repr(fmt % args))
    except Exception as e:
        print(type(e).__name__, e)
