# int() and float() errors quote the argument cut to 200 characters (%.200R); for bytes, the
# repr of the first 200 bytes, whose quotes are the prefix's
for s in ["a"*300+"'", "a"*300+"'\"", "\u00e9"*300, "'"*5 + "x"*300]:
    try: int(s)
    except ValueError as e: print(e)
    try: int(s.encode('utf-8', 'replace'))
    except ValueError as e: print(e)
try: float("x"*10+"'")
except ValueError as e: print(e)
print('%.*d' % (5, -3), '%x' % -255, '%#X' % (2**70))
