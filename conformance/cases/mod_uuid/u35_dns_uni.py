# uuid3 and uuid5 with NAMESPACE_DNS and 'ünïcode'
import uuid
u3 = uuid.uuid3(uuid.NAMESPACE_DNS, 'ünïcode')
u5 = uuid.uuid5(uuid.NAMESPACE_DNS, 'ünïcode')
print(uuid.NAMESPACE_DNS, u3, u3.version, u5, u5.version, u5.variant)
print(uuid.uuid3(uuid.NAMESPACE_DNS, 'ünïcode'.encode()) == u3)
