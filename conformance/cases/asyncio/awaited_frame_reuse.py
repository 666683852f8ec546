# Frames of awaited calls ("await f(x)") are reused once the call returns:
# what outlives them (closures over their cells and arguments, exceptions
# and their tracebacks) must not change when later calls reuse the frame,
# tasks interleaving their suspensions.
import asyncio
import traceback

kept = []


async def leaf(i, k=1):
    x = i * k
    await asyncio.sleep(0)

    def get():
        return x

    kept.append((get, lambda: (i, k, x)))
    return x


async def deep(n):
    if n == 0:
        await asyncio.sleep(0)
        return 0
    return 1 + await deep(n - 1)


async def fails(i):
    await asyncio.sleep(0)
    if i % 3 == 0:
        raise ValueError('bad %d' % i)
    return i


async def many(a, b, c, d, e, f, g):
    await asyncio.sleep(0)
    return a + b + c + d + e + f + g


async def worker(w):
    total = 0
    for i in range(20):
        total += await leaf(i, k=w)
        total += await deep(3)
        total += await many(i, 1, 2, 3, 4, 5, w)
        try:
            total += await fails(i)
        except ValueError as e:
            tb = traceback.extract_tb(e.__traceback__)
            total += len(tb)
            if w == 0 and i < 4:
                print(e, [(f.name, f.line) for f in tb])
    return total


async def main():
    results = await asyncio.gather(*(worker(w) for w in range(5)))
    print(results)
    print(sum(g() for g, _ in kept), len(kept))
    print(sum(f()[0] for _, f in kept), sum(f()[1] for _, f in kept), sum(f()[2] for _, f in kept))


asyncio.run(main())
