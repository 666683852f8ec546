# asyncio TaskGroup: an exception in the body cancels the tasks and comes back in a group
import asyncio

async def child():
    try:
        await asyncio.sleep(10)
    except asyncio.CancelledError:
        print("child cancelled")
        raise

async def main():
    try:
        async with asyncio.TaskGroup() as tg:
            tg.create_task(child())
            await asyncio.sleep(0)
            raise KeyError("body")
    except BaseException as e:
        print(type(e).__name__, e.args[0], len(e.args[1]))
        print([repr(x) for x in e.args[1]])

asyncio.run(main())
