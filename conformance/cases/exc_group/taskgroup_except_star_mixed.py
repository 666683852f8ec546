# TaskGroup errors of several types handled by several except* clauses
import asyncio

async def fail(exc, d):
    await asyncio.sleep(d)
    raise exc

async def main():
    try:
        async with asyncio.TaskGroup() as tg:
            tg.create_task(fail(ValueError("v"), 0))
            tg.create_task(fail(KeyError("k"), 0))
            tg.create_task(fail(TypeError("t"), 0))
    except* ValueError as e:
        print("V", [repr(x) for x in e.exceptions])
    except* (KeyError, TypeError) as e:
        print("KT", sorted(repr(x) for x in e.exceptions))

asyncio.run(main())
