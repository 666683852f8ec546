# generator function with yield
def gen(n):
    for i in range(n):
        yield i * i
print(list(gen(5)), sum(gen(4)))
