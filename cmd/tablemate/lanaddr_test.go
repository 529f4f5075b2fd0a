package main

import (
	"net"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// A Pi on Wi-Fi with Docker installed: docker0 comes first in the
// interface list, the default route is on wlan0.
const routesWiFi = `Iface	Destination	Gateway 	Flags	RefCnt	Use	Metric	Mask		MTU	Window	IRTT
docker0	000011AC	00000000	0001	0	0	0	0000FFFF	0	0	0
wlan0	00000000	0101A8C0	0003	0	0	600	00000000	0	0	0
eth0	00000000	0100000A	0003	0	0	100	00000000	0	0	0
wlan0	0001A8C0	00000000	0001	0	0	600	00FFFFFF	0	0	0
`

func TestPickLANIP(t *testing.T) {
	docker := iface{name: "docker0", virtual: true, ips: []net.IP{net.ParseIP("172.17.0.1")}}
	wlan := iface{name: "wlan0", ips: []net.IP{net.ParseIP("fe80::1"), net.ParseIP("192.168.1.20")}}
	eth := iface{name: "eth0", ips: []net.IP{net.ParseIP("10.0.0.5")}}
	assert.Equal(t, "192.168.1.20", pickLANIP(routesWiFi, []iface{docker, wlan}), "the default route's interface, never docker0")
	assert.Equal(t, "10.0.0.5", pickLANIP(routesWiFi, []iface{docker, wlan, eth}), "the lowest metric wins")
	assert.Equal(t, "192.168.1.20", pickLANIP("", []iface{docker, wlan}), "no route table: the first physical interface")
	veth := iface{name: "veth12", virtual: true, ips: []net.IP{net.ParseIP("10.9.0.1")}}
	assert.Equal(t, "", pickLANIP("Iface\tDestination\nveth12\t00000000\t0\t0\t0\t0\t0\t00000000\n", []iface{veth}), "a default route on a virtual interface is not the LAN")
	assert.True(t, isVirtual("docker0"))
	assert.True(t, isVirtual("lo"), "the kernel lists lo under /sys/devices/virtual")
}

func TestPublicURL(t *testing.T) {
	p := newPublicURL("http://tablemate.local:8080/", 8080, nil)
	assert.Equal(t, "http://tablemate.local:8080", p.URL(), "a configured address is used as is")
	d := newPublicURL("", 8123, nil)
	host, port, err := net.SplitHostPort(d.URL()[len("http://"):])
	assert.NoError(t, err)
	assert.Equal(t, "8123", port)
	if ip := net.ParseIP(host); ip != nil {
		assert.False(t, ip.IsLoopback())
	}
	assert.NoError(t, checkPublicURL("https://x.example"))
	assert.Error(t, checkPublicURL("tablemate.local:8080"))
}

// TestDefaultRouteIP: the way Windows and macOS find the LAN address gives
// one of this machine's own addresses (or nothing without a default route).
func TestDefaultRouteIP(t *testing.T) {
	ip := defaultRouteIP()
	if ip == "" {
		t.Skip("no default route here")
	}
	addrs, err := net.InterfaceAddrs()
	require.NoError(t, err)
	var own []string
	for _, a := range addrs {
		if n, ok := a.(*net.IPNet); ok {
			own = append(own, n.IP.String())
		}
	}
	assert.Contains(t, own, ip)
}
