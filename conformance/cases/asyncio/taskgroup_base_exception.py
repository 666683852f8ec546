# a KeyboardInterrupt-like BaseException in a TaskGroup child: SystemExit propagates as is
import asyncio

async def exits():
    await asyncio.sleep(0)
    raise SystemExit(3)

async def sleeper():
    try:
        await asyncio.sleep(10)
    except asyncio.CancelledError:
        print("sleeper cancelled")
        raise

async def main():
    try:
        async with asyncio.TaskGroup() as tg:
            tg.create_task(sleeper())
            tg.create_task(exits())
    except SystemExit as e:
        print("SystemExit", e.code)

asyncio.run(main())
