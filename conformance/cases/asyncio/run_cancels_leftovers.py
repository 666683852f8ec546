# async/asyncio as CPython runs it: run cancels leftovers
import asyncio

async def forever():
    try:
        await asyncio.sleep(100)
    except asyncio.CancelledError:
        print("leftover cancelled at shutdown")
        raise

async def main():
    asyncio.create_task(forever())
    await asyncio.sleep(0)
    print("main done")

asyncio.run(main())
print("after run")
