# async language: exception context and bare raise across awaits inside except blocks
class Pause:
    def __await__(self):
        yield

async def main():
    try:
        try:
            raise KeyError("first")
        except KeyError:
            await Pause()
            raise ValueError("second")
    except ValueError as e:
        print(repr(e), repr(e.__context__))
    try:
        try:
            raise TypeError("again")
        except TypeError:
            await Pause()
            raise
    except TypeError as e:
        print("re-raised", e)

c = main()
while True:
    try:
        c.send(None)
    except StopIteration:
        break
