# async language: plain generators, lambdas and sync comprehensions inside async functions
async def main():
    gen = (i * i for i in range(4))
    f = lambda x: x + 1
    def g():
        yield from range(3)
    return list(gen), f(1), list(g()), [f(x) for x in range(3)]

try:
    main().send(None)
except StopIteration as e:
    print(e.value)
