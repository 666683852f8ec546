# generators with zip and enumerate stop at the shortest
def naturals():
    n = 0
    while True:
        yield n
        n += 1
print(list(zip("abc", naturals())))
print(list(enumerate(x * 2 for x in range(3))))
