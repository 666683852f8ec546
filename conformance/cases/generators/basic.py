# a generator function yields values lazily
def count(n):
    print("start")
    for i in range(n):
        print("yielding", i)
        yield i
    print("end")
g = count(2)
print("created")
print(list(g))
