# except* with else and finally: order of the blocks
def run(exc):
    try:
        if exc:
            raise exc
        print("body ok")
    except* ValueError as e:
        print("handler", repr(e))
    else:
        print("else")
    finally:
        print("finally")

run(None)
run(ValueError("v"))
try:
    run(TypeError("t"))
except TypeError as e:
    print("escaped", repr(e))
