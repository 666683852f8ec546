# bytes % args error messages
for fmt, args in ((b"%s", "x"), (b"%s", 1), (b"%c", 300), (b"%c", "a"), (b"%c", b"ab"),
                  (b"%d", "x"), (b"%x", 1.5), (b"%z", 1), (b"%s %s", (b"a",)),
                  (b"%s", (b"a", b"b")), (b"%(a)s", {"a": b"v"}), (b"%(a)s", 1), (b"%", ())):
    try:
        print(repr(fmt % args))
    except Exception as e:
        print(type(e).__name__, e)
