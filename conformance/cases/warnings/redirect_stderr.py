# warnings go to sys.stderr as it is when they are shown: replaced by a StringIO, or None (nowhere)
import warnings, io, sys
buf = io.StringIO()
old = sys.stderr
sys.stderr = buf
warnings.warn("captured")
sys.stderr = old
print(repr(buf.getvalue().split(":", 1)[1]))
sys.stderr = None
warnings.warn("nowhere")
sys.stderr = old
print("ok")
