# index with a huge int
try:
    "abc"[2**100]
except IndexError as e:
    print(e)
print(repr("abc"[2**100:]), repr("abc"[-(2**100):]))
