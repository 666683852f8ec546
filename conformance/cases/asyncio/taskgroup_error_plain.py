# async/asyncio as CPython runs it: taskgroup error plain
import asyncio

async def bad():
    await asyncio.sleep(0)
    raise ValueError("boom")

async def main():
    try:
        async with asyncio.TaskGroup() as tg:
            tg.create_task(bad())
    except BaseException as e:
        print(type(e).__name__, e.exceptions)

asyncio.run(main())
