# async/asyncio as CPython runs it: taskgroup error
import asyncio

async def bad():
    await asyncio.sleep(0)
    raise ValueError("boom")

async def long():
    try:
        await asyncio.sleep(1)
    except asyncio.CancelledError:
        print("long cancelled")
        raise

async def main():
    try:
        async with asyncio.TaskGroup() as tg:
            tg.create_task(long())
            tg.create_task(bad())
    except* ValueError as eg:
        print("caught", [str(e) for e in eg.exceptions])

asyncio.run(main())
