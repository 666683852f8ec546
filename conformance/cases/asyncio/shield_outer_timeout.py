# async/asyncio as CPython runs it: wait_for on a shielded task times out but the task finishes
import asyncio

async def important():
    await asyncio.sleep(0.3)
    print("important done")
    return 7

async def main():
    t = asyncio.create_task(important())
    try:
        await asyncio.wait_for(asyncio.shield(t), 0.01)
    except TimeoutError:
        print("timed out, task done?", t.done())
    print(await t)

asyncio.run(main())
