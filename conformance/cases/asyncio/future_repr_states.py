# asyncio.Future reprs: pending, finished with result or exception, cancelled
import asyncio

async def main():
    loop = asyncio.get_running_loop()
    f = loop.create_future()
    print(repr(f))
    f.set_result([1, "a"])
    print(repr(f))
    g = loop.create_future()
    g.set_exception(ValueError("bad"))
    print(repr(g))
    g.exception()
    h = loop.create_future()
    h.cancel()
    print(repr(h))
    print(f.done(), g.done(), h.done(), h.cancelled())

asyncio.run(main())
