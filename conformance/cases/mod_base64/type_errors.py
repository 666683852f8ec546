# type errors of the encoders and decoders
import base64
for f in [lambda: base64.b64encode('text'), lambda: base64.b64decode(1), lambda: base64.b64decode('é'), lambda: base64.b32encode('x'), lambda: base64.b16encode(None)]:
    try:
        f()
    except Exception as e:
        print(type(e).__name__, e)
