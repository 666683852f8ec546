# an error in a nested TaskGroup cancels the outer group's other tasks
import asyncio

async def sleeper(name):
    try:
        await asyncio.sleep(10)
    except asyncio.CancelledError:
        print("cancelled", name)
        raise

async def failing():
    await asyncio.sleep(0)
    raise ValueError("inner fail")

async def inner_group():
    async with asyncio.TaskGroup() as tg:
        tg.create_task(sleeper("inner-sleeper"))
        tg.create_task(failing())

async def main():
    try:
        async with asyncio.TaskGroup() as tg:
            tg.create_task(sleeper("outer-sleeper"))
            tg.create_task(inner_group())
    except* ValueError as eg:
        print("caught", repr(eg))

asyncio.run(main())
