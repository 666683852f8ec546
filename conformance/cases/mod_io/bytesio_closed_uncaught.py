# uncaught closed BytesIO error
import io

b = io.BytesIO()
b.close()
b.read()
