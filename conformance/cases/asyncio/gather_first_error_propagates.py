# asyncio gather: without return_exceptions the first exception propagates and the rest keep running
import asyncio

async def f(i, d, fail=False):
    await asyncio.sleep(d)
    if fail:
        raise ValueError(f"fail {i}")
    print("finished", i)
    return i

async def main():
    try:
        await asyncio.gather(f(1, 0.01), f(2, 0.02, True), f(3, 0.03, True), f(4, 0.05))
    except ValueError as e:
        print("caught", e)
    await asyncio.sleep(0.08)
    print("end")

asyncio.run(main())
