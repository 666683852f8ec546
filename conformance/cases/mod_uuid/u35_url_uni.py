# uuid3 and uuid5 with NAMESPACE_URL and 'ünïcode'
import uuid
u3 = uuid.uuid3(uuid.NAMESPACE_URL, 'ünïcode')
u5 = uuid.uuid5(uuid.NAMESPACE_URL, 'ünïcode')
print(uuid.NAMESPACE_URL, u3, u3.version, u5, u5.version, u5.variant)
print(uuid.uuid3(uuid.NAMESPACE_URL, 'ünïcode'.encode()) == u3)
