# async misuse: awaiting an int raises TypeError with CPython's message
import asyncio

async def main():
    try:
        await 5
    except TypeError as e:
        print(e)
    try:
        await "str"
    except TypeError as e:
        print(e)
    try:
        await None
    except TypeError as e:
        print(e)

asyncio.run(main())
