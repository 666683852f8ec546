# except* handles part of a TaskGroup's errors; the rest propagates in a new group
import asyncio

async def fail(e):
    await asyncio.sleep(0)
    raise e

async def main():
    try:
        try:
            async with asyncio.TaskGroup() as tg:
                tg.create_task(fail(ValueError(1)))
                tg.create_task(fail(OSError(2)))
        except* ValueError as g:
            print("handled", repr(g.exceptions))
    except* OSError as g:
        print("outer handled", repr(g.exceptions))

asyncio.run(main())
