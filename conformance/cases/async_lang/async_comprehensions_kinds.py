# async language: async list, set and dict comprehensions and nested async for clauses
async def agen(n):
    for i in range(n):
        yield i

async def main():
    a = [x async for x in agen(4)]
    b = {x % 2 async for x in agen(4)}
    c = {x: -x async for x in agen(3)}
    d = [(x, y) async for x in agen(2) async for y in agen(2)]
    e = [x async for x in agen(6) if x % 2 if x > 1]
    return a, b, c, d, e

try:
    main().send(None)
except StopIteration as e:
    for part in e.value:
        print(part)
