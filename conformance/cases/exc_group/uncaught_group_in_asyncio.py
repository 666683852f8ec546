# a TaskGroup failure uncaught in asyncio.run: the ExceptionGroup's closing border ends stderr
import asyncio

async def bad(n):
    await asyncio.sleep(0)
    raise ValueError(n)

async def main():
    async with asyncio.TaskGroup() as tg:
        tg.create_task(bad(1))
        tg.create_task(bad(2))

asyncio.run(main())
