# async misuse: awaiting an exhausted coroutine raises RuntimeError
import asyncio

async def value():
    return 7

async def main():
    c = value()
    print(await c)
    try:
        await c
    except RuntimeError as e:
        print(e)
    c2 = value()
    c2.close()
    try:
        await c2
    except RuntimeError as e:
        print(e)

asyncio.run(main())
