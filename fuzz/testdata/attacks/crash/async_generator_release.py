# Coroutines abandoned while suspended in an async for over an async
# generator they made: each is released on the runtime's cleanup
# goroutine, whose unwinding of the async for called asyncio's finalizer
# hook there, scheduling the generator's aclose() on the live run's loop
# concurrently with the run (a data race on the loop's ready queue and
# the interpreter's caches: Go's "concurrent map writes" fatal error, a
# corrupted loop that waited past the run's timeout). The release now
# queues the generator for the run, which finalizes it at its loop's next
# iteration; skipping the hook instead left the generators unfinalized
# until the live-coroutine cap stopped the run with a MemoryError.
# timeout: 5s
# --- async_for_release
import asyncio
async def agen():
    try:
        yield 1
        yield 2
    finally:
        print("F", end="")
class Y:
    def __await__(self):
        yield None
async def consumer():
    async for x in agen():
        await Y()
async def main():
    n = 0
    for i in range(12000):
        c = consumer()
        c.send(None)
        del c
        await asyncio.sleep(0)
        n += i
    print(n)
asyncio.run(main())
# --- async_for_release_nested
# The finally block awaits, and the consumer is itself an async
# generator abandoned inside another's async for.
import asyncio
async def agen():
    try:
        yield 1
        yield 2
    finally:
        await asyncio.sleep(0)
        d = {}
        for i in range(20):
            d[i] = i
async def middle():
    async for x in agen():
        yield x
        await asyncio.sleep(0)
async def consumer():
    async for x in middle():
        await asyncio.sleep(0)
async def main():
    tasks = []
    for i in range(4000):
        c = consumer()
        c.send(None)
        del c
        if i % 3 == 0:
            await asyncio.sleep(0)
    print('done')
asyncio.run(main())
