# join with a non-string item
try:
    ",".join(["a", 1])
except TypeError as e:
    print(e)
