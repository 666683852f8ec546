# async/asyncio as CPython runs it: current task names
import asyncio

async def child():
    return asyncio.current_task().get_name()

async def main():
    print(asyncio.current_task().get_name())
    t = asyncio.create_task(child(), name="kid")
    print(await t)
    t2 = asyncio.create_task(child())
    print(await t2)
    print(len(asyncio.all_tasks()))

asyncio.run(main())
