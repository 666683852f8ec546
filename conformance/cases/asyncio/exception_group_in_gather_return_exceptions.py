# an ExceptionGroup raised by a TaskGroup comes back through gather(return_exceptions=True)
import asyncio

async def tg_job():
    async with asyncio.TaskGroup() as tg:
        tg.create_task(boom(1))
        tg.create_task(boom(2))

async def boom(n):
    await asyncio.sleep(0)
    raise ValueError(n)

async def main():
    r = await asyncio.gather(tg_job(), return_exceptions=True)
    eg = r[0]
    print(type(eg).__name__, eg.message, [repr(e) for e in eg.exceptions])
    m, rest = eg.split(lambda e: e.args == (1,))
    print(repr(m), repr(rest))

asyncio.run(main())
