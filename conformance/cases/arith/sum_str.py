# sum refuses strings
try:
    sum(["a", "b"], "")
except TypeError as e:
    print(e)
print(sum([[1], [2]], []))
