# asyncio wait: error messages for a bare coroutine, an empty set, a bad return_when
import asyncio

async def c():
    pass

async def main():
    co = c()
    fut = asyncio.get_running_loop().create_future()
    for args, kw in (((co,), {}), (([],), {}), (([fut],), {"return_when": "SOMETIMES"})):
        try:
            await asyncio.wait(*args, **kw)
        except (TypeError, ValueError) as e:
            print(type(e).__name__, e)
    co.close()

asyncio.run(main())
